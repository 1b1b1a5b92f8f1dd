import { describe, expect, it } from 'vitest';
import {
  CHAT_TO_SHARE_MESSAGE,
  DIRECTORY_CONTACTS_PATH,
  PHONE_MESSAGE,
  PHONE_TO_SHARE_MESSAGE,
} from '../../../common/members/directory';
import { useTestSite } from '../../test/use-test-site';

const site = useTestSite({ signedIn: ['member', 'admin'] });

const nothingShared = {
  phone: null,
  chat: null,
  shareEmail: false,
  sharePhone: false,
  shareChat: false,
};

describe("a member's own directory entry", () => {
  it('shares nothing until the member turns it on', async () => {
    const response = await site.member.send('GET', DIRECTORY_CONTACTS_PATH);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(nothingShared);
  });

  it('keeps what the member saves, trimmed, and an emptied field as null', async () => {
    const saved = await site.member.send('PUT', DIRECTORY_CONTACTS_PATH, {
      phone: '  +44 20 7946 0958 ',
      chat: ' @jamie.builds ',
      shareEmail: false,
      sharePhone: true,
      shareChat: true,
    });
    const emptied = await site.member.send('PUT', DIRECTORY_CONTACTS_PATH, {
      phone: '+44 20 7946 0958',
      chat: '',
      shareEmail: true,
      sharePhone: true,
      shareChat: false,
    });
    const read = await site.member.send('GET', DIRECTORY_CONTACTS_PATH);

    expect(saved.json()).toEqual({
      phone: '+44 20 7946 0958',
      chat: '@jamie.builds',
      shareEmail: false,
      sharePhone: true,
      shareChat: true,
    });
    expect(emptied.statusCode).toBe(200);
    expect(read.json()).toEqual({
      phone: '+44 20 7946 0958',
      chat: null,
      shareEmail: true,
      sharePhone: true,
      shareChat: false,
    });
  });

  it.each([
    [{ phone: 'call me maybe' }, PHONE_MESSAGE],
    [{ phone: '+-()' }, PHONE_MESSAGE],
    [{ phone: '1'.repeat(31) }, 'Phone must be at most 30 characters'],
    [{ chat: 'x'.repeat(101) }, 'Chat handle must be at most 100 characters'],
    [{ phone: 5550199 }, 'Phone must be text'],
    [{ sharePhone: 'yes' }, 'Share phone must be true or false'],
    [{ sharePhone: true }, PHONE_TO_SHARE_MESSAGE],
    [{ shareChat: true, chat: '   ' }, CHAT_TO_SHARE_MESSAGE],
  ])('refuses %o with 400 and its message, and changes nothing', async (body, message) => {
    await site.member.send('PUT', DIRECTORY_CONTACTS_PATH, { phone: '555 0100', sharePhone: true });

    const response = await site.member.send('PUT', DIRECTORY_CONTACTS_PATH, {
      ...nothingShared,
      ...body,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const kept = await site.member.send('GET', DIRECTORY_CONTACTS_PATH);
    expect(kept.json()).toMatchObject({ phone: '555 0100', sharePhone: true });
  });
});
