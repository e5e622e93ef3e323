import type { UnpackInput } from '../../../shared/schemas/inventory.ts';
import { api } from '../../api-client/client.ts';
import { useStockMutation } from '../inventory/inventory-api.ts';

export const useUnpack = () =>
  useStockMutation((body: UnpackInput) => api.POST('/inventory/unpack', { body }));
