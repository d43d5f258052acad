import type { ErrorCode, RouteFamily, ValidationErrorItem } from "../../contract";

/**
 * An answer other than 200, thrown from anywhere below a route and written by
 * the router in the body shape of the route's family.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { code?: ErrorCode; param?: string; detail?: ValidationErrorItem[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export function validationError(detail: ValidationErrorItem[]): HttpError {
  return new HttpError(422, "validation error", { detail });
}

/** The body of an error in the shape its family uses (decisions.md §1 and §2). */
export function errorBody(family: RouteFamily, error: HttpError): unknown {
  if (error.options.detail) return { detail: error.options.detail };
  if (family === "atlas") {
    return { error: { code: error.options.code ?? "backend_error", message: error.message, ...(error.options.param ? { param: error.options.param } : {}) } };
  }
  return { detail: error.message };
}
