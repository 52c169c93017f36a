import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TABLE = process.env.SIDES_TABLE ?? "cricket-sides";

export async function getSide(id: string): Promise<{ id: string; name: string } | null> {
  const out = await doc.send(new GetCommand({ TableName: TABLE, Key: { id } }));
  return (out.Item as { id: string; name: string } | undefined) ?? null;
}
