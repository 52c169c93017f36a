import { SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { AlertContent } from "../notifications/buildAlert.js";

const sqs = new SQSClient({});

export async function enqueueActivityPush(job: { gameId: string; sequence: number; priority: 5 | 10 }): Promise<void> {
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: process.env.ACTIVITY_PUSH_QUEUE_URL,
      MessageBody: JSON.stringify(job),
      MessageGroupId: job.gameId,
    }),
  );
}

export async function enqueueAlert(gameId: string, alert: AlertContent): Promise<void> {
  await sqs.send(
    new SendMessageCommand({
      QueueUrl: process.env.ALERT_QUEUE_URL,
      MessageBody: JSON.stringify({ gameId, alert }),
    }),
  );
}
