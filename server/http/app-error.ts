/** The one error type services throw; the error handler turns it into `{ message, errors }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
