import { createRoute, z } from '@hono/zod-openapi';
import {
  CataloguePage,
  CatalogueQuery,
  FromCatalogueInput,
  FromCatalogueResult,
} from '../../shared/schemas/catalogue.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { listCatalogue, medicineFromCatalogue } from '../services/catalogue/catalogue.ts';
import { createRouter } from './router.ts';

/** The customer's product catalogue (the region's assortment), brought in by the import. */
export const catalogueRoutes = createRouter();
catalogueRoutes.use('*', requireAuth);
const tags = ['Produktkatalog'];

catalogueRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listCatalogue',
    tags,
    summary:
      'Produktkatalogen för enhetens kund, 50 per sida, sökbar på namn, GTIN och ATC-kod. ' +
      'Den läses in med en import av slaget catalogue.',
    request: { query: CatalogueQuery },
    responses: jsonAnswer(CataloguePage, 'Katalogens produkter'),
  }),
  async (c) => c.json(await listCatalogue(serviceContext(c), c.req.valid('query')), 200),
);

catalogueRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{gtin}/medicine',
    operationId: 'medicineFromCatalogue',
    tags,
    summary:
      'Lägger upp katalogprodukten som ett läkemedel på enheten (namn, styrka, beredningsform, ' +
      'förpackning, förteckning, förvaring, hållbarhet efter öppning) och kopplar förpackningens ' +
      'GTIN till det. Har enheten redan läkemedlet (samma namn och styrka) kopplas GTIN dit.',
    request: {
      params: z.object({
        gtin: z.string().openapi({ example: '07350000000016' }),
      }),
      ...jsonBody(FromCatalogueInput, { site_id: '5e6f7a8b-1a3c-4e5f-8a9b-0c1d2e3f4a5b' }),
    },
    responses: {
      ...createdAnswer(FromCatalogueResult, 'Läkemedlet är upplagt och GTIN kopplat'),
      ...jsonAnswer(FromCatalogueResult, 'Enheten hade läkemedlet; GTIN är kopplat'),
    },
  }),
  async (c) => {
    const made = await medicineFromCatalogue(
      serviceContext(c),
      c.req.valid('param').gtin,
      c.req.valid('json'),
    );
    return c.json(made, made.created ? 201 : 200);
  },
);
