import './answer-matcher';
import { createApp } from '../../worker/app';
import { receiveSandboxWebhooksWith } from '../../worker/services/payments/provider/sandbox/deliver';

// Tests that drive the sandbox payment provider directly need an app to receive its webhooks, as the Worker's entry does.
receiveSandboxWebhooksWith(createApp());
