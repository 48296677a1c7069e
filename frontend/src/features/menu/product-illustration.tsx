import { CATEGORY } from '@pizzeria/domain';
import salad from './illustrations/salad.svg';
import pizza from './illustrations/pizza.svg';
import calzone from './illustrations/calzone.svg';
import pasta from './illustrations/pasta.svg';
import meat from './illustrations/meat.svg';
import extras from './illustrations/extras.svg';
import softDrink from './illustrations/soft-drink.svg';
import alcoholicDrink from './illustrations/alcoholic-drink.svg';
import dessert from './illustrations/dessert.svg';

const BY_CATEGORY: Record<number, string> = {
  [CATEGORY.SALATE]: salad,
  [CATEGORY.PIZZA]: pizza,
  [CATEGORY.CALZONE]: calzone,
  [CATEGORY.PASTA]: pasta,
  [CATEGORY.FLEISCHGERICHTE]: meat,
  [CATEGORY.EXTRAS]: extras,
  [CATEGORY.ALKOHOLFREIE_GETRAENKE]: softDrink,
  [CATEGORY.ALKOHOLISCHE_GETRAENKE]: alcoholicDrink,
  [CATEGORY.DESSERTS]: dessert,
};

/** A drawn picture of the dish's kind; decorative, since the name says what it is. */
export function ProductIllustration({ categoryId, size }: { categoryId: number; size: number }) {
  return (
    <img
      className="product-illustration"
      src={BY_CATEGORY[categoryId] ?? pizza}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
