// Every deployed function, by concern. Each module names the trigger path above its exports.
export { onStudentWrittenCount } from './counters';
