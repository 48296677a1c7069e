import { applyDecorators } from '@nestjs/common';
import { CHOICE_LABEL_MAX, ILLUSTRATIONS, LINE_DETAILS, PRICE_FROM, REQUIRED_CHOICES, VAT_RATES, type Illustration, type LineDetail, type PriceFrom, type RequiredChoice } from '@pizzeria/domain';
import { IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { FreeText } from '../../common/text.transform';
import {
  AvailabilityDto,
  DeliveryFee,
  Deposit,
  Euro,
  Flag,
  Given,
  Group,
  GroupOrNone,
  LabelledAvailabilityDto,
  MESSAGES,
  MenuNumber,
  Name,
  NullOr,
  NullableFlag,
  RefId,
  SortOrder,
} from './admin-dto.helpers';

/**
 * Bodies of the back office's menu calls (POST creates, PATCH changes only the fields sent).
 * Field names are those of docs/menu.md#catalog-rows; beyond them: `available`, `soldOutUntil`, `sortOrder`,
 * `allergens`/`additives` (products too), `group` (dressings, dips) and the behaviour attributes.
 */
export class ProductBodyDto extends LabelledAvailabilityDto {
  @Name()
  productsName?: string;

  @FreeText()
  @Given()
  @MaxLength(500, { message: MESSAGES.description })
  @IsString({ message: MESSAGES.description })
  productsDescription?: string;

  @Euro(0.01, MESSAGES.price)
  normal_size_price?: number;

  /** Pfand per unit in EUR, charged on top of the price (0 = none). */
  @Deposit()
  deposit?: number;

  @RefId()
  category_id?: number;

  @SortOrder()
  sortOrder?: number;

  /** The number on the printed menu (1–9999, unique on the menu); null: none. */
  @MenuNumber()
  menuNumber?: number | null;

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

  /** The dip's number on the menu (docs/menu.md#catalog-rows); a new dip gets the next free one when omitted. */
  @RefId()
  dipID?: number;

  @Euro(0.01, MESSAGES.price)
  price?: number;

  @Group()
  group?: string;
}

export const LABEL_MESSAGES = {
  variantLabel: `Die Bezeichnung der Größenauswahl muss 1 bis ${CHOICE_LABEL_MAX} Zeichen lang sein.`,
  optionLabel: `Die Bezeichnung der freiwilligen Sauce muss 1 bis ${CHOICE_LABEL_MAX} Zeichen lang sein.`,
} as const;
/** A label the popup shows ("Größe", "Beilage"): not blank, short enough for a phone. */
const ChoiceLabel = (message: string) =>
  applyDecorators(
    Given(),
    Matches(/\S/, { message }),
    MaxLength(CHOICE_LABEL_MAX, { message }),
    MinLength(1, { message }),
    IsString({ message }),
  );

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

  /** Its lines count as "pizzas" against the kitchen's capacity per slot. */
  @Flag()
  countsForKitchenCapacity?: boolean;

  /** Its lines print on kitchen tickets (off for drinks the counter hands out). */
  @Flag()
  onKitchenTickets?: boolean;

  @Given()
  @IsIn(ILLUSTRATIONS, { message: 'Bitte ein Bild aus der Liste wählen.' })
  illustration?: Illustration;

  @ChoiceLabel(LABEL_MESSAGES.variantLabel)
  variantLabel?: string;

  @ChoiceLabel(LABEL_MESSAGES.optionLabel)
  optionLabel?: string;
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

  /** EUR per delivery to this zone (0 = free delivery). */
  @DeliveryFee()
  deliveryFee?: number;
}
