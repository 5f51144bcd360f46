// A record's id, shaped as MongoDB's ObjectId (the 24 hex digits the spec's records carry): the creation second first,
// then this process's random part and a counter. Lists order ties (records with the same or no value of the sort key)
// by id, so the newest come first in a newest-first list and a page boundary stays put, with no extra sort column.
import crypto from 'node:crypto';

const processPart = crypto.randomBytes(5);
let counter = crypto.randomBytes(3).readUIntBE(0, 3);

export function newRecordId(now = Date.now()): string {
  const id = Buffer.alloc(12);
  id.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
  processPart.copy(id, 4);
  counter = (counter + 1) % 0x1000000;
  id.writeUIntBE(counter, 9, 3);
  return id.toString('hex');
}
