// An API process that ends before it is ready.
process.exit(3);
