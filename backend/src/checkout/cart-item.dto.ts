import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_QUANTITY, MIN_QUANTITY, PRICING_MESSAGES } from '@pizzeria/domain';

/*
 * class-validator reports the decorator nearest to the property first, and the API answers with
 * the first message; so each type check sits last, naming a wrong type before a range.
 */
/** Upper bound of PostgreSQL `integer`, the type of every catalog id. */
export const MAX_ID = 2_147_483_647;
/** Largest EUR amount a single request may carry; far above any real pizza order. */
export const MAX_EUR = 100_000;

const EURO = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;

/**
 * The chosen extra as the browser keeps it (a catalog row). Only `extraID` counts: name and
 * price are replaced by the catalog's when the server reprices the line.
 */
export class CartExtraDto {
  @Min(1, { message: 'Ungültiges Extra im Warenkorb.' })
  @Max(MAX_ID, { message: 'Ungültiges Extra im Warenkorb.' })
  @IsInt({ message: 'Ungültiges Extra im Warenkorb.' })
  extraID: number;

  @IsOptional()
  @IsInt({ message: 'Ungültiges Extra im Warenkorb.' })
  categoryID?: number;

  @IsOptional()
  @MaxLength(100, { message: 'Ungültiges Extra im Warenkorb.' })
  @IsString({ message: 'Ungültiges Extra im Warenkorb.' })
  extra_name?: string;

  @IsOptional()
  @IsNumber(EURO, { message: 'Ungültiger Preis im Warenkorb.' })
  price?: number;
}

/** The chosen dip (a catalog row); only `dipsID` counts. */
export class CartDipDto {
  @Min(1, { message: 'Ungültiger Dip im Warenkorb.' })
  @Max(MAX_ID, { message: 'Ungültiger Dip im Warenkorb.' })
  @IsInt({ message: 'Ungültiger Dip im Warenkorb.' })
  dipsID: number;

  @IsOptional()
  @IsInt({ message: 'Ungültiger Dip im Warenkorb.' })
  dipID?: number;

  @IsOptional()
  @MaxLength(100, { message: 'Ungültiger Dip im Warenkorb.' })
  @IsString({ message: 'Ungültiger Dip im Warenkorb.' })
  dipName?: string;

  @IsOptional()
  @IsNumber(EURO, { message: 'Ungültiger Preis im Warenkorb.' })
  price?: number;
}

/**
 * One cart line (docs/api.md#fields). The shape is checked here; whether the choices fit the
 * product and what it costs is decided by the domain's `priceCart` against the catalog.
 */
export class CartItemDto {
  @Min(1, { message: 'Ungültiges Produkt im Warenkorb.' })
  @Max(MAX_ID, { message: 'Ungültiges Produkt im Warenkorb.' })
  @IsInt({ message: 'Ungültiges Produkt im Warenkorb.' })
  productID: number;

  @IsOptional()
  @MaxLength(100, { message: 'Ungültiger Produktname im Warenkorb.' })
  @IsString({ message: 'Ungültiger Produktname im Warenkorb.' })
  productName?: string;

  @Min(MIN_QUANTITY, { message: PRICING_MESSAGES.badQuantity })
  @Max(MAX_QUANTITY, { message: PRICING_MESSAGES.badQuantity })
  @IsInt({ message: PRICING_MESSAGES.badQuantity })
  quantity: number;

  /** null for directly added products and for products without a size choice. */
  @IsOptional()
  @Min(1, { message: 'Ungültige Variante im Warenkorb.' })
  @Max(MAX_ID, { message: 'Ungültige Variante im Warenkorb.' })
  @IsInt({ message: 'Ungültige Variante im Warenkorb.' })
  variantID: number | null;

  @IsOptional()
  @Min(0, { message: 'Ungültiger Preis im Warenkorb.' })
  @Max(MAX_EUR, { message: 'Ungültiger Preis im Warenkorb.' })
  @IsNumber(EURO, { message: 'Ungültiger Preis im Warenkorb.' })
  variantPrice: number;

  @IsOptional()
  @MaxLength(100, { message: 'Ungültige Variante im Warenkorb.' })
  @IsString({ message: 'Ungültige Variante im Warenkorb.' })
  variantName: string;

  @IsOptional()
  @ArrayMaxSize(40, { message: 'Zu viele Extras bei einem Produkt.' })
  @ValidateNested({ each: true, message: 'Ungültiges Extra im Warenkorb.' })
  @Type(() => CartExtraDto)
  @IsArray({ message: 'Ungültige Extras im Warenkorb.' })
  extras: CartExtraDto[];

  @IsOptional()
  @ArrayMaxSize(10, { message: 'Zu viele Dips bei einem Produkt.' })
  @ValidateNested({ each: true, message: 'Ungültiger Dip im Warenkorb.' })
  @Type(() => CartDipDto)
  @IsArray({ message: 'Ungültige Dips im Warenkorb.' })
  dip: CartDipDto[];

  @IsOptional()
  @MaxLength(100, { message: 'Ungültiges Dressing im Warenkorb.' })
  @IsString({ message: 'Ungültiges Dressing im Warenkorb.' })
  dressing: string;

  @IsOptional()
  @Min(0, { message: 'Ungültiger Preis im Warenkorb.' })
  @Max(MAX_EUR, { message: 'Ungültiger Preis im Warenkorb.' })
  @IsNumber(EURO, { message: 'Ungültiger Preis im Warenkorb.' })
  totalPrice: number;

  @IsOptional()
  @IsInt({ message: 'Ungültige Kategorie im Warenkorb.' })
  category_id: number;
}
