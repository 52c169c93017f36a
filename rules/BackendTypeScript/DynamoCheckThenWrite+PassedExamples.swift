// Examples for dynamo-check-then-write through a project's generic item helpers: a getter and a
// writer that take the table (and the writer the condition) from their caller.

import UmpireCore
import UmpireRuleSupport

extension DynamoCheckThenWrite {
    /// The helpers, as a project keeps them beside its DynamoDB client.
    @_optimize(none) static var itemHelpers: Example.Companion { Example.Companion(path: "backend/src/stores/db.ts", code: """
        export async function getRecord<T>(table: string, key: Record<string, unknown>): Promise<T | undefined> {
          const out = await doc.send(new GetCommand({ TableName: table, Key: key }));
          return out.Item as T | undefined;
        }
        export async function putRecord(table: string, item: Record<string, unknown>, condition?: string) {
          await doc.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: condition }));
        }
        """) }

    @_optimize(none) static var passedExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // The helper writes under the condition it is handed, and this call hands it none.
            Example("""
                export async function claimSeat(userId: string, seatId: string) {
                  const taken = await getRecord<Seat>(TABLES.seats, { seatId });
                  if (taken) return false;
                  await ↓putRecord(TABLES.seats, { seatId, userId, claimedAt: Date.now() });
                  return true;
                }
                """, path: "backend/src/stores/seatStore.ts", companions: [itemHelpers]),
            // A helper with no condition at all, after a delete the same read guards.
            Example("""
                export async function replaceDevice(installId: string, token: string) {
                  const current = await getRow<Device>(TABLES.devices, { installId });
                  if (current?.token === token) return;
                  if (current) await dropRow(TABLES.devices, { installId });
                  await ↓writeRow(TABLES.devices, { installId, token, updatedAt: Date.now() });
                }
                """, path: "backend/src/stores/deviceStore.ts", companions: [.init(path: "backend/src/stores/rows.ts", code: """
                    export async function getRow<T>(table: string, key: Record<string, string>) {
                      return (await doc.send(new GetCommand({ TableName: table, Key: key }))).Item as T | undefined;
                    }
                    export async function writeRow(table: string, item: Record<string, unknown>) {
                      await doc.send(new PutCommand({ TableName: table, Item: item }));
                    }
                    export async function dropRow(table: string, key: Record<string, string>) {
                      await doc.send(new DeleteCommand({ TableName: table, Key: key }));
                    }
                    """)]),
            // The read through the store's own getter, which hands the generic getter its table; the
            // getter typed inline (`getRecord<{ userId: string }>`).
            Example("""
                export async function getSeat(seatId: string) {
                  return getRecord<Seat>(TABLES.seats, { seatId });
                }
                export async function claimSeat(userId: string, seatId: string) {
                  const seat = await getSeat(seatId);
                  if (seat) return false;
                  await ↓putRecord(TABLES.seats, { seatId, userId, claimedAt: Date.now() });
                  return true;
                }
                export async function releaseSeat(userId: string, seatId: string) {
                  const held = await getRecord<{ userId: string }>(TABLES.seats, { seatId });
                  if (held?.userId === userId) {
                    await ↓putRecord(TABLES.seats, { seatId, userId: null, releasedAt: Date.now() });
                  }
                }
                """, path: "backend/src/stores/seatStore.ts", companions: [itemHelpers]),
        ],
        nonTriggering: [
            // The store's getter reads another table than the one written.
            Example("""
                export async function getVenue(venueId: string) {
                  return getRecord<Venue>(TABLES.venues, { venueId });
                }
                export async function claimSeat(userId: string, venueId: string, seatId: string) {
                  const venue = await getVenue(venueId);
                  if (!venue) throw new Error(`unknown venue ${venueId}`);
                  await putRecord(TABLES.seats, { seatId, venueId, userId });
                }
                """, path: "backend/src/stores/seatStore.ts", trap: .lookAlike, companions: [itemHelpers]),
            // The condition handed to the helper makes the write atomic: the read is a fast path.
            Example("""
                export async function claimSeat(userId: string, seatId: string) {
                  const taken = await getRecord<Seat>(TABLES.seats, { seatId });
                  if (taken) return false;
                  await putRecord(TABLES.seats, { seatId, userId }, "attribute_not_exists(seatId)");
                  return true;
                }
                """, path: "backend/src/stores/seatStore.ts", trap: .lookAlike, companions: [itemHelpers]),
            // The write goes to another table than the one read (an audit trail).
            Example("""
                export async function claimSeat(userId: string, seatId: string) {
                  const taken = await getRecord<Seat>(TABLES.seats, { seatId });
                  if (taken) await putRecord(TABLES.seatAudit, { seatId, userId, at: Date.now() });
                }
                """, path: "backend/src/stores/seatStore.ts", trap: .lookAlike, companions: [itemHelpers]),
        ]) }
}
