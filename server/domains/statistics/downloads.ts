// The download links of spec 001 §7, opened directly by the browser (outside /api, so the session is checked here):
// /admin/{site}/custom-exports/play?offset&limit and /admin/{site}/tournaments/{id}/participants-csv?createdOnly.
import type pg from 'pg';
import type { SessionUser } from '../../../model/rights.js';
import type { StatisticsService } from './service.js';
import { playStatsRows } from './service.js';
import { participantRows, tournamentOf } from './storage/tournaments.js';
import { csvText } from '../exports/index.js';
import { formatExportDate } from '../../../model/exports/index.js';
import { notFound } from '../../errors.js';

/** The most a participants file lists. */
const MAX_PARTICIPANTS = 100_000;
const frNumber = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

export async function playExportCsv(stats: StatisticsService, pool: pg.Pool, user: SessionUser, siteId: string, offset: number, limit: number) {
  stats.check(user, siteId);
  const { data } = await playStatsRows(pool, siteId, offset, limit);
  return csvText(
    ['Rang', 'Vidéo', 'Titre', 'Lectures', 'Vues', 'Utilisateurs', 'Temps moyen (s)', 'Pourcentage moyen'],
    data.map((r, i) => [
      offset + i + 1,
      r.entity._id,
      r.entity.label ?? '',
      r.count,
      r.views,
      r.distinctUsers,
      frNumber(r.avgTime),
      frNumber(r.avgPercent),
    ]),
  );
}

export async function participantsCsv(stats: StatisticsService, pool: pg.Pool, user: SessionUser, siteId: string, id: string, createdOnly: boolean) {
  stats.check(user, siteId);
  if (!(await tournamentOf(pool, siteId, id))) throw notFound('Tournoi introuvable');
  const rows = await participantRows(pool, siteId, id, createdOnly, MAX_PARTICIPANTS);
  return csvText(
    ['Participant', 'Utilisateur', 'Identifiant', 'Score', 'Rang', 'Nombre de paris', 'Inscription'],
    rows.map((r) => [
      r.id,
      r.userId,
      r.login ?? '',
      frNumber(r.score),
      frNumber(r.rank),
      frNumber(r.betsCount),
      formatExportDate(Number(r.createTs), true),
    ]),
  );
}
