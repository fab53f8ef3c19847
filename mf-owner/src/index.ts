// Async boundary: Module Federation shares modules before any app code runs.
void import('./bootstrap');
