import { BadRequestException, PipeTransform } from '@nestjs/common';
import { checkBody, type z } from '@pizzeria/contract';

/**
 * Validates a body against its schema from @pizzeria/contract (the same one the client's form
 * uses): `@Body(new ContractBody(schema))`. A refused body is a 400
 * `{success:false, message, field}` naming the first broken field; nothing further runs.
 */
export class ContractBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = checkBody(this.schema, value);
    if (!result.ok) throw new BadRequestException({ message: result.message, field: result.field });
    return result.data;
  }
}
