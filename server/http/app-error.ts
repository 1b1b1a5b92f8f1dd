/** The one error type services throw; the error handler turns it into `{ message, errors, ...extra }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    /** More fields of the answer, such as when a spent budget resets. */
    readonly extra?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
