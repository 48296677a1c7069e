import type { Illustration } from '@pizzeria/domain';
import salad from './illustrations/salad.svg';
import pizza from './illustrations/pizza.svg';
import calzone from './illustrations/calzone.svg';
import pasta from './illustrations/pasta.svg';
import meat from './illustrations/meat.svg';
import extras from './illustrations/extras.svg';
import softDrink from './illustrations/soft-drink.svg';
import alcoholicDrink from './illustrations/alcoholic-drink.svg';
import dessert from './illustrations/dessert.svg';

const DRAWINGS: Record<Illustration, string> = {
  salad,
  pizza,
  calzone,
  pasta,
  meat,
  extras,
  'soft-drink': softDrink,
  'alcoholic-drink': alcoholicDrink,
  dessert,
};

/** A drawn picture of the dish's kind, as the owner chose it for the category; decorative, since the name says what it is. */
export function ProductIllustration({ illustration, size }: { illustration?: Illustration; size: number }) {
  return (
    <img className="product-illustration" src={(illustration && DRAWINGS[illustration]) || pizza} width={size} height={size} alt="" loading="lazy" decoding="async" />
  );
}
