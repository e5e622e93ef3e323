// Placeholder until the management screen is written; replaced in full by that work.
export function CustomersPage() {
  return null;
}
