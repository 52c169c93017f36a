import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from "@aws-sdk/lib-dynamodb";

export const docClient = DynamoDBDocumentClient.from(new DynamoDBClient({}));

const BATCH_WRITE_LIMIT = 25;
const MAX_ATTEMPTS = 5;

type WriteRequest = { DeleteRequest: { Key: Record<string, unknown> } };

export async function batchDeleteByPartitionKey(
  table: string,
  partitionKey: string,
  value: string,
  sortKey: string,
): Promise<void> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: "#pk = :value",
      ExpressionAttributeNames: { "#pk": partitionKey, "#sk": sortKey },
      ExpressionAttributeValues: { ":value": value },
      ProjectionExpression: "#pk, #sk",
    }),
  );
  const keys = (result.Items ?? []).map((item) => ({ [partitionKey]: item[partitionKey], [sortKey]: item[sortKey] }));
  for (let start = 0; start < keys.length; start += BATCH_WRITE_LIMIT) {
    const chunk = keys.slice(start, start + BATCH_WRITE_LIMIT);
    await writeWithBackoff(table, chunk.map((Key) => ({ DeleteRequest: { Key } })));
  }
}

async function writeWithBackoff(table: string, requests: WriteRequest[], attempt = 0): Promise<void> {
  const result = await docClient.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
  const unprocessed = (result.UnprocessedItems?.[table] ?? []) as WriteRequest[];
  if (unprocessed.length > 0 && attempt < MAX_ATTEMPTS) {
    await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 100));
    await writeWithBackoff(table, unprocessed, attempt + 1);
  }
}
