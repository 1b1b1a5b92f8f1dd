// The API client against a real HTTP server on 127.0.0.1: what it sends, and what a caller sees
// when the server answers with an error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  apiRequest,
  getQueryFn,
  isForbiddenError,
  isUnauthorizedError,
  retryUnlessUnauthorized,
} from './api';

interface Answer {
  status: number;
  statusText?: string;
  contentType?: string;
  body?: string;
}

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
let answer: Answer;
let received: ReceivedRequest[];

const answerWith = (next: Answer) => {
  answer = next;
};
const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({
      method: request.method,
      url: request.url,
      contentType: request.headers['content-type'],
      body,
    });
    response.writeHead(answer.status, answer.statusText, {
      'content-type': answer.contentType ?? 'application/json',
    });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answerWith(json(200, {}));
});

/** Runs the default read the way the app's query client does. */
function read(queryKey: string[], on401: 'returnNull' | 'throw') {
  return new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn({ on401 }) });
}

/** The error a promise rejects with, failing the test when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => expect.fail('expected the request to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('apiRequest', () => {
  it('sends data as a JSON body with the JSON content type', async () => {
    await apiRequest('POST', `${base}/api/contact`, { firstName: 'Kim', interest: ['build'] });

    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/contact',
        contentType: 'application/json',
        body: '{"firstName":"Kim","interest":["build"]}',
      },
    ]);
  });

  it('sends no body and no content type when there is no data', async () => {
    await apiRequest('DELETE', `${base}/api/news/7`);

    expect(received).toEqual([
      { method: 'DELETE', url: '/api/news/7', contentType: undefined, body: '' },
    ]);
  });

  it('answers the response of an ok request', async () => {
    answerWith(json(201, { id: 'n1' }));

    const response = await apiRequest('POST', `${base}/api/news`, { title: 'Hello' });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'n1' });
  });

  it('fails a non-ok answer with "STATUS: body text"', async () => {
    answerWith({ status: 409, contentType: 'text/plain', body: 'Email already registered' });

    const error = await rejectionOf(apiRequest('POST', `${base}/api/users`, {}));

    expect(error.message).toBe('409: Email already registered');
    expect(error.status).toBe(409);
  });

  it('fails an empty non-ok answer with "STATUS: status text"', async () => {
    answerWith({ status: 503, statusText: 'Down For Maintenance' });

    const error = await rejectionOf(apiRequest('GET', `${base}/api/news`));

    expect(error.message).toBe('503: Down For Maintenance');
  });

  it("reads the server's message and per-field errors from a 400 body", async () => {
    answerWith(
      json(400, {
        message: 'Invalid input',
        errors: [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'firstName', message: 'First name is required' },
        ],
      }),
    );

    const error = await rejectionOf(apiRequest('POST', `${base}/api/contact`, {}));

    expect(error.serverMessage).toBe('Invalid input');
    expect(error.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      firstName: 'First name is required',
    });
  });

  it("reads the server's { error } text, falling back to its { message }", async () => {
    answerWith(json(400, { error: 'Invalid Clockify API key', message: 'Bad key' }));
    const withError = await rejectionOf(apiRequest('PUT', `${base}/api/clockify/update-api-key`));
    answerWith(json(502, { message: 'Clockify is not answering' }));
    const withMessage = await rejectionOf(apiRequest('PUT', `${base}/api/clockify/update-api-key`));

    expect(withError.serverError).toBe('Invalid Clockify API key');
    expect(withMessage.serverError).toBe('Clockify is not answering');
  });

  it('gives no server message and no field errors for a body that is not JSON', async () => {
    answerWith({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' });

    const error = await rejectionOf(apiRequest('GET', `${base}/api/news`));

    expect(error.message).toBe('502: <h1>Bad Gateway</h1>');
    expect(error.serverMessage).toBeUndefined();
    expect(error.serverError).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });
});

describe('getQueryFn', () => {
  it('GETs the query key segments joined with "/" and parses the JSON answer', async () => {
    answerWith(json(200, [{ id: 'a1', title: 'Frame welded' }]));

    const news = await read([`${base}/api`, 'news'], 'throw');

    expect(received.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'GET', url: '/api/news' },
    ]);
    expect(news).toEqual([{ id: 'a1', title: 'Frame welded' }]);
  });

  it("yields null on 401 when configured to 'returnNull'", async () => {
    answerWith(json(401, { message: 'Unauthorized' }));

    expect(await read([`${base}/api/auth/user`], 'returnNull')).toBeNull();
  });

  it("still fails other errors when configured to 'returnNull'", async () => {
    answerWith(json(403, { message: 'Forbidden' }));

    const error = await rejectionOf(read([`${base}/api/admin/users`], 'returnNull'));

    expect(error.message).toBe('403: {"message":"Forbidden"}');
    expect(isForbiddenError(error)).toBe(true);
  });

  it("fails a 401 with an unauthorized error when configured to 'throw'", async () => {
    answerWith(json(401, { message: 'Unauthorized' }));

    const error = await rejectionOf(read([`${base}/api/auth/user`], 'throw'));

    expect(error.message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });
});

describe('error classification', () => {
  it.each([
    ['401: Unauthorized', true],
    ['401: {"message":"Unauthorized"}', true],
    ['401: Session expired', false],
    ['403: Unauthorized', false],
    ['Error 401: Unauthorized', false],
    ['403: Forbidden', false],
  ])('isUnauthorizedError("%s") is %s', (message, expected) => {
    expect(isUnauthorizedError(new Error(message))).toBe(expected);
  });

  it.each([
    ['403: Forbidden', true],
    ['403: {"message":"Forbidden"}', true],
    ['403: Not allowed', false],
    ['401: Forbidden', false],
    ['401: Unauthorized', false],
  ])('isForbiddenError("%s") is %s', (message, expected) => {
    expect(isForbiddenError(new Error(message))).toBe(expected);
  });
});

describe('retryUnlessUnauthorized', () => {
  it('allows 3 tries in all (2 retries), and none again after a 401', () => {
    const failed = new Error('500: Something went wrong');
    expect([0, 1, 2].map((failures) => retryUnlessUnauthorized(failures, failed))).toEqual([
      true,
      true,
      false,
    ]);
    expect(retryUnlessUnauthorized(0, new Error('401: {"message":"Unauthorized"}'))).toBe(false);
  });
});
