// The agents module still imports the range check from here; it is the one in gmt8-range.ts.
export { gmt8DayRange } from './gmt8-range.ts';
