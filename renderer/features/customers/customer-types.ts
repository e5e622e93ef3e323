import { CUSTOMER_TYPES, type CustomerTypeName } from '../../../shared/constants.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

export const CUSTOMER_TYPE_KEYS: Record<CustomerTypeName, MessageKey> = {
  region: 'customers.type.region',
  kommun: 'customers.type.kommun',
  private: 'customers.type.private',
};

export const CUSTOMER_TYPE_COLORS: Record<CustomerTypeName, string> = {
  region: 'blue',
  kommun: 'teal',
  private: 'grape',
};

export const customerTypeOptions = (t: (key: MessageKey) => string) =>
  CUSTOMER_TYPES.map((type) => ({ value: type, label: t(CUSTOMER_TYPE_KEYS[type]) }));

export const isCustomerType = (value: string | null): value is CustomerTypeName =>
  value !== null && (CUSTOMER_TYPES as readonly string[]).includes(value);
