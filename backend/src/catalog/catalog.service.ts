import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  buildPricingCatalog,
  categoryName,
  fromCents,
  type Category,
  type Dip,
  type Dressing,
  type Extra,
  type Location,
  type PricingCatalog,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';
import { Repository } from 'typeorm';
import { CategoryEntity } from './category.entity';
import { DipEntity } from './dip.entity';
import { DressingEntity } from './dressing.entity';
import { ExtraEntity } from './extra.entity';
import { LocationEntity } from './location.entity';
import { ProductVariantEntity } from './product-variant.entity';
import { ProductEntity } from './product.entity';

export interface ProductDetails {
  allergens: { id: number; allergen_name: string }[];
  substances: { id: number; substance_name: string }[];
}

export const CATALOG_MESSAGES = {
  productNotFound: 'Produkt nicht gefunden.',
  badProductId: 'Ungültige Produkt-ID.',
} as const;

/**
 * Reads the menu and turns rows (integer cents) into the wire shapes of SPEC.md section 3
 * (EUR numbers). No in-memory cache: the whole menu is a few hundred rows, and every read
 * reflecting the database at once keeps prices on screen and in repricing identical.
 */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categoriesRepo: Repository<CategoryEntity>,
    @InjectRepository(ProductEntity) private readonly productsRepo: Repository<ProductEntity>,
    @InjectRepository(ProductVariantEntity) private readonly variantsRepo: Repository<ProductVariantEntity>,
    @InjectRepository(ExtraEntity) private readonly extrasRepo: Repository<ExtraEntity>,
    @InjectRepository(DressingEntity) private readonly dressingsRepo: Repository<DressingEntity>,
    @InjectRepository(DipEntity) private readonly dipsRepo: Repository<DipEntity>,
    @InjectRepository(LocationEntity) private readonly locationsRepo: Repository<LocationEntity>,
  ) {}

  async categories(): Promise<Category[]> {
    const rows = await this.categoriesRepo.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((c) => ({ categoriesID: c.id, categoriesName: c.name }));
  }

  /** Products in menu order (category order, then the product's own order). */
  async products(): Promise<Product[]> {
    const rows = await this.productsRepo
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.category', 'c')
      .orderBy('c.sortOrder', 'ASC')
      .addOrderBy('p.categoryId', 'ASC')
      .addOrderBy('p.sortOrder', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
    return rows.map((p) => ({
      productsID: p.id,
      productsName: p.name,
      productsDescription: p.description,
      normal_size_price: fromCents(p.normalSizePriceCents),
      category_id: p.categoryId,
      category_name: p.category?.name ?? categoryName(p.categoryId),
      available: p.available,
      image: p.imageKey,
    }));
  }

  /** Variants in the order the popup lists them; the first one is its default. */
  async variants(): Promise<ProductVariant[]> {
    const rows = await this.variantsRepo.find({ order: { productId: 'ASC', sortOrder: 'ASC', id: 'ASC' } });
    return rows.map((v) => ({
      product_variantsID: v.id,
      product_id: v.productId,
      variant_name: v.variantName,
      price: fromCents(v.priceCents),
      available: v.available,
    }));
  }

  async extras(): Promise<Extra[]> {
    const rows = await this.extrasRepo.find({ order: { categoryId: 'ASC', id: 'ASC' } });
    return rows.map((e) => ({
      extraID: e.id,
      categoryID: e.categoryId,
      extra_name: e.name,
      price: fromCents(e.priceCents),
      allergens: e.allergens,
      additives: e.additives,
    }));
  }

  async dressings(): Promise<Dressing[]> {
    const rows = await this.dressingsRepo.find({ order: { id: 'ASC' } });
    return rows.map((d) => ({ dressingID: d.id, dressingName: d.name, allergens: d.allergens, additives: d.additives }));
  }

  async dips(): Promise<Dip[]> {
    const rows = await this.dipsRepo.find({ order: { dipId: 'ASC', dipsId: 'ASC' } });
    return rows.map((d) => ({
      dipsID: d.dipsId,
      dipID: d.dipId,
      dipName: d.dipName,
      price: fromCents(d.priceCents),
      allergens: d.allergens,
      additives: d.additives,
    }));
  }

  /** Allergens and additives of one product, sorted by their label (letter, footnote number). */
  async details(productId: number): Promise<ProductDetails> {
    const product = await this.productsRepo.findOne({
      where: { id: productId },
      relations: { allergens: true, substances: true },
    });
    if (!product) throw new NotFoundException(CATALOG_MESSAGES.productNotFound);
    return {
      allergens: [...(product.allergens ?? [])]
        .sort((a, b) => a.id - b.id)
        .map((a) => ({ id: a.id, allergen_name: a.allergenName })),
      substances: [...(product.substances ?? [])]
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: s.id, substance_name: s.substanceName })),
    };
  }

  async locations(): Promise<Location[]> {
    const rows = await this.locationsRepo.find({ order: { plz: 'ASC', name: 'ASC' } });
    return rows.map(toLocation);
  }

  /**
   * The delivery location for a postal code and place name (case and surrounding blanks ignored).
   * Without a place name, the strictest minimum among the places sharing that code applies,
   * so a missing name can never lower the minimum order value.
   */
  async findLocation(plz: string, city?: string): Promise<Location | null> {
    const code = (plz ?? '').trim();
    if (!/^\d{5}$/.test(code)) return null;
    const qb = this.locationsRepo.createQueryBuilder('l').where('l.plz = :code', { code });
    const name = city?.trim();
    if (name) qb.andWhere('lower(l.name) = lower(:name)', { name });
    const row = await qb.orderBy('l.minOrderCents', 'DESC').addOrderBy('l.name', 'ASC').getOne();
    return row ? toLocation(row) : null;
  }

  /** The domain's repricing input, built from the same rows the menu endpoints return. */
  async pricingCatalog(): Promise<PricingCatalog> {
    const [products, variants, extras, dressings, dips] = await Promise.all([
      this.products(),
      this.variants(),
      this.extras(),
      this.dressings(),
      this.dips(),
    ]);
    return buildPricingCatalog({ products, variants, extras, dressings, dips });
  }
}

function toLocation(row: LocationEntity): Location {
  return { loc_plz: row.plz, loc_name: row.name, min_bestellwert: fromCents(row.minOrderCents) };
}
