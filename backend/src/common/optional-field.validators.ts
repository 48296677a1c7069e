import { ValidateIf } from 'class-validator';

/** A field that may be left out but, when sent, is checked (null included: null means nothing here). */
export const Given = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
/** A field that may be left out or null (meaning "none" or "the default"); anything else is checked. */
export const NullOr = () => ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null);
