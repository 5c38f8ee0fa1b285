import { solvedHumanCheck } from '../apps/server/src/test/human-check.ts';

// `npm run -s human-check [-- <site address>]`: prints a solved proof-of-work challenge of the running
// platform (http://localhost:PORT unless given), the `humanCheck` of one login or registration.
const site = process.argv[2] ?? `http://localhost:${process.env.PORT || 8080}`;
console.log(await solvedHumanCheck(site));
