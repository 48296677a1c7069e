import { LINE_DETAILS, PRICE_FROM, REQUIRED_CHOICES, VAT_RATES, type LineDetail, type PriceFrom, type RequiredChoice } from '@pizzeria/domain';
import { IsIn, IsString, Matches, MaxLength } from 'class-validator';
import {
  AvailabilityDto,
  Euro,
  Flag,
  Given,
  Group,
  GroupOrNone,
  LabelledAvailabilityDto,
  MESSAGES,
  Name,
  NullOr,
  NullableFlag,
  RefId,
  SortOrder,
} from './admin-dto.helpers';

/**
 * Bodies of the back office's menu calls (POST creates, PATCH changes only the fields sent).
 * Field names are SPEC.md section 3's; beyond them: `available`, `soldOutUntil`, `sortOrder`,
 * `allergens`/`additives` (products too), `group` (dressings, dips) and the behaviour attributes.
 */
export class ProductBodyDto extends LabelledAvailabilityDto {
  @Name()
  productsName?: string;

  @Given()
  @MaxLength(500, { message: MESSAGES.description })
  @IsString({ message: MESSAGES.description })
  productsDescription?: string;

  @Euro(0.01, MESSAGES.price)
  normal_size_price?: number;

  @RefId()
  category_id?: number;

  @SortOrder()
  sortOrder?: number;

  /** Behaviour overrides: null takes the category's default. */
  @NullableFlag()
  addDirectly?: boolean | null;

  @NullOr()
  @IsIn(PRICE_FROM, { message: MESSAGES.priceFrom })
  priceFrom?: PriceFrom | null;

  @NullableFlag()
  showVariantSelector?: boolean | null;

  @NullableFlag()
  offersExtras?: boolean | null;

  /** '' = offers no dressings even if the category does. */
  @GroupOrNone()
  dressingGroup?: string | null;

  /** 'none' = no required choice even if the category has one ("Sauce erforderlich" = 'sauce'). */
  @NullOr()
  @IsIn([...REQUIRED_CHOICES, 'none'], { message: MESSAGES.requiredChoice })
  requiredChoice?: RequiredChoice | 'none' | null;

  @GroupOrNone()
  dipGroup?: string | null;

  @NullOr()
  @IsIn(LINE_DETAILS, { message: MESSAGES.lineDetail })
  lineDetail?: LineDetail | null;
}

export class VariantBodyDto extends AvailabilityDto {
  @RefId()
  product_id?: number;

  @Name()
  variant_name?: string;

  @Euro(0.01, MESSAGES.price)
  price?: number;

  @SortOrder()
  sortOrder?: number;
}

export class ExtraBodyDto extends LabelledAvailabilityDto {
  @RefId()
  categoryID?: number;

  @Name()
  extra_name?: string;

  @Euro(0.01, MESSAGES.price)
  price?: number;
}

export class DressingBodyDto extends LabelledAvailabilityDto {
  @Name()
  dressingName?: string;

  /** The key products name in their `dressingGroup`. */
  @Group()
  group?: string;
}

export class DipBodyDto extends LabelledAvailabilityDto {
  @Name()
  dipName?: string;

  /** SPEC.md's dip number; a new dip gets the next free one when omitted. */
  @RefId()
  dipID?: number;

  @Euro(0.01, MESSAGES.price)
  price?: number;

  @Group()
  group?: string;
}

/** A category with the default behaviour of its products (null groups/requiredChoice = none). */
export class CategoryBodyDto {
  @Name()
  categoriesName?: string;

  /** VAT in whole percent: 7 for food delivered or picked up, 19 for drinks. */
  @Given()
  @IsIn(VAT_RATES, { message: 'Bitte einen Steuersatz von 0, 7 oder 19 % wählen.' })
  vatRate?: number;

  @SortOrder()
  sortOrder?: number;

  @Flag()
  addDirectly?: boolean;

  @Given()
  @IsIn(PRICE_FROM, { message: MESSAGES.priceFrom })
  priceFrom?: PriceFrom;

  @Flag()
  showVariantSelector?: boolean;

  @Flag()
  offersExtras?: boolean;

  @GroupOrNone()
  dressingGroup?: string | null;

  @NullOr()
  @IsIn(REQUIRED_CHOICES, { message: MESSAGES.requiredChoice })
  requiredChoice?: RequiredChoice | null;

  @GroupOrNone()
  dipGroup?: string | null;

  @Given()
  @IsIn(LINE_DETAILS, { message: MESSAGES.lineDetail })
  lineDetail?: LineDetail;
}

export class LocationBodyDto {
  @Given()
  @Matches(/^\d{5}$/, { message: MESSAGES.plz })
  @IsString({ message: MESSAGES.plz })
  loc_plz?: string;

  @Name()
  loc_name?: string;

  @Euro(0, MESSAGES.minOrder)
  min_bestellwert?: number;
}
