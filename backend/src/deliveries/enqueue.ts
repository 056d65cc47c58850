import { randomUUID } from 'node:crypto';
import { Prisma } from '../generated/prisma/client';
import { MAX_DELIVERY_ATTEMPTS, type NewDelivery } from './delivery-kinds';

export const newMessageId = () => `msg_${randomUUID()}`;

/**
 * SQL that stores deliveries and enqueues one `deliver` job per delivery. Meant to be used as
 * CTEs in the same statement that stores the lead, so lead, deliveries and jobs commit together
 * or not at all (one round trip: this is the hot path of every form).
 * The job key is the delivery id: enqueuing the same delivery twice never makes two jobs.
 */
export function deliveriesCte(deliveries: NewDelivery[]): Prisma.Sql {
  if (deliveries.length === 0) return Prisma.sql`, queued AS (SELECT 0 AS n)`;
  const values = deliveries.map(
    (d) =>
      Prisma.sql`(${d.id}::uuid, ${d.kind}, ${d.subjectType}, ${d.subjectId}::uuid, ${d.messageId}, ${JSON.stringify(d.payload)}::jsonb)`,
  );
  return Prisma.sql`,
    stored_deliveries AS (
      INSERT INTO deliveries (id, kind, subject_type, subject_id, message_id, payload)
      VALUES ${Prisma.join(values)}
      RETURNING id
    ),
    queued AS (
      SELECT count(graphile_worker.add_job('deliver', json_build_object('deliveryId', id),
        max_attempts => ${MAX_DELIVERY_ATTEMPTS}, job_key => id::text)) AS n
      FROM stored_deliveries
    )`;
}
