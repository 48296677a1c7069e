import { Type } from 'class-transformer';
import { IsArray, IsInt, IsOptional, IsString, ValidateNested } from 'class-validator';
import { createValidationPipe } from './validation.pipe';

class LineDto {
  @IsInt({ message: 'Ungültige Menge.' })
  quantity: number;
}

/** A DTO that forgets some messages, as a future one might. */
class BodyDto {
  @ValidateNested({ each: true })
  @Type(() => LineDto)
  @IsArray({ message: 'Ungültige Liste.' })
  lines: LineDto[];

  @IsOptional()
  @IsString()
  note?: string;

  @IsString({ message: 'Bitte einen Namen angeben.' })
  name: string;
}

const refusal = (value: unknown) =>
  createValidationPipe()
    .transform(value, { type: 'body', metatype: BodyDto })
    .then(
      () => null,
      (error: Error) => error.message,
    );

describe('createValidationPipe', () => {
  it('answers with the German message of the first failed constraint, also from a nested line', async () => {
    expect(await refusal({ lines: [], name: 7 })).toBe('Bitte einen Namen angeben.');
    expect(await refusal({ lines: [{ quantity: 'zwei' }], name: 'Erika' })).toBe('Ungültige Menge.');
  });

  it('never passes on class-validator English: a null list element, a built-in default message', async () => {
    expect(await refusal({ lines: [null], name: 'Erika' })).toBe('Ungültige Anfrage.');
    expect(await refusal({ lines: [], note: 42, name: 'Erika' })).toBe('Ungültige Anfrage.');
  });

  it('prefers a German message elsewhere in the body to the generic one', async () => {
    expect(await refusal({ lines: [null], note: 42 })).toBe('Bitte einen Namen angeben.');
  });

  it('lets a valid body through', async () => {
    expect(await refusal({ lines: [{ quantity: 2 }], name: 'Erika' })).toBeNull();
  });
});
