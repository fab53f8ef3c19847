// Async boundary: Module Federation shares modules (React, router, web kit…) before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
