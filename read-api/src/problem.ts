import type { Response } from 'express';
import type { ErrorCode } from '@shop/contracts';
import { buildProblem, sendProblem as sendPlatformProblem } from '@shop/platform/http/problem';

/** platform's sendProblem, with a detail appended to the code's message (in the request's language). */
export function sendProblem(
  res: Response,
  code: ErrorCode,
  opts: { detail?: string; errors?: Record<string, string> } = {},
): void {
  const title = buildProblem(code, res.req.headers['accept-language']).title;
  sendPlatformProblem(res, code, {
    message: opts.detail ? `${title} ${opts.detail}` : title,
    errors: opts.errors,
  });
}
