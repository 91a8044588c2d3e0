import {
  errorMessages,
  isProblem,
  pickLanguage,
  withRetryAfter,
  withProductName,
  type ErrorCode,
  type Language,
} from '@shop/contracts/core';
import { ApiError } from './api-client';

/** The message of a failure in the current language: problems are translated by their stable code. */
export const errorText = (error: unknown, lng: string | undefined): string => {
  const language = pickLanguage(lng);
  const problem = error instanceof ApiError ? error.problem : isProblem(error) ? error : undefined;
  if (problem) {
    const entry = errorMessages[problem.code as ErrorCode] as Record<Language, string> | undefined;
    if (entry)
      return withProductName(
        withRetryAfter(entry[language], problem.retryAfterSeconds ?? 60),
        language,
        problem.errors,
      );
    return problem.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return errorMessages.internal[language];
};

/** The field errors of a validation problem (field → server message), if any. */
export const fieldErrors = (error: unknown): Record<string, string> =>
  (error instanceof ApiError ? error.problem.errors : undefined) ?? {};
