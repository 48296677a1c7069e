import type { Page } from 'playwright-core';

/** Fills the checkout's contact fields (and, for delivery, the street) as a customer types them. */
export async function fillCustomer(page: Page, delivery: boolean): Promise<void> {
  await page.getByLabel(/^Vorname/).fill('Maria');
  await page.getByLabel(/^Nachname/).fill('Rossi');
  await page.getByLabel(/^E-Mail/).fill('maria.rossi@example.de');
  await page.getByLabel(/^Telefon/).fill('0171 2345678');
  if (delivery) {
    await page.getByLabel(/^Straße/).fill('Hauptstraße');
    await page.getByLabel(/^Hausnummer/).fill('12a');
  }
}
