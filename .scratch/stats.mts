import { runStatisticsBench } from '/work/main/tests/bench/statistics.ts';
console.log(JSON.stringify(await runStatisticsBench()));
