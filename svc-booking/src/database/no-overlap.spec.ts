import { describeNoOverlap } from './no-overlap.cases.js';

describeNoOverlap('postgres');
