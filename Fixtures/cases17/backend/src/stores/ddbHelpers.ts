import { DeleteCommand, PutCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './client';

export function deleteItem(table: string, key: Record<string, unknown>) {
  return ddb.send(new DeleteCommand({ TableName: table, Key: key }));
}

export function putItem(table: string, item: Record<string, unknown>) {
  return ddb.send(new PutCommand({ TableName: table, Item: item }));
}

export async function batchDelete(table: string, keys: Record<string, unknown>[]) {
  for (let i = 0; i < keys.length; i += 25) {
    const chunk = keys.slice(i, i + 25);
    await ddb.send(new BatchWriteCommand({
      RequestItems: { [table]: chunk.map((Key) => ({ DeleteRequest: { Key } })) },
    }));
  }
}
