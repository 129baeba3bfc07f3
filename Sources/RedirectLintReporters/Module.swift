// Placeholder until the module has content.
