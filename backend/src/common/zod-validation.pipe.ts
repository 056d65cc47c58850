import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
}

/** Turns zod issues into the API's `issues` list: one entry per field, the spec's message. */
export function toFieldIssues(issues: readonly { path: PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/**
 * Validates a body or query with a schema from `contracts/`, so client and server share every
 * rule and message. Usage: `@Body(new ZodValidationPipe(contactRequestSchema)) body: ContactRequest`.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new BadRequestException({ message: 'Request body must be a JSON object' });
    }
    const parsed = this.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issues = toFieldIssues(parsed.error.issues);
    throw new BadRequestException({ message: issues[0]?.message ?? 'Invalid request', issues });
  }
}
