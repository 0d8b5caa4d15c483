// Options of every function, set before any is defined (index.ts imports this module first).
import { setGlobalOptions } from 'firebase-functions/options';
import { FUNCTIONS_REGION } from './params';

setGlobalOptions({ region: FUNCTIONS_REGION });
