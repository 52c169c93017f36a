// Examples for redundant-comment on a store's DynamoDB calls: what any item is called.

import UmpireCore
import UmpireRuleSupport

extension RedundantComment {
    @_optimize(none) static var storeExamples: (triggering: [Example], nonTriggering: [Example]) { (
        triggering: [
            // "Record" is what any DynamoDB item is: the delete of the follows table says it all.
            Example("""
                export async function deleteFollow(userId: string, raceId: string): Promise<void> {
                  ↓// Delete the follow record
                  await docClient.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, raceId } }));
                }
                """, path: "backend/src/stores/followStore.ts", corrected: """
                export async function deleteFollow(userId: string, raceId: string): Promise<void> {
                  await docClient.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, raceId } }));
                }
                """),
        ],
        nonTriggering: [
            // Which record, and when: the order is the reason the comment is there.
            Example("""
                export async function deleteFollow(userId: string, raceId: string): Promise<void> {
                  // Delete the follow record only after its subscriptions are gone
                  await docClient.send(new DeleteCommand({ TableName: tables.follows, Key: { userId, raceId } }));
                }
                """, path: "backend/src/stores/followStore.ts", trap: .lookAlike),
        ]) }
}
