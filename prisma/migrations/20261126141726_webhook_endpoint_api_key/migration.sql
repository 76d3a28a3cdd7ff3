-- The API key an endpoint was registered with. No foreign key: revoking deletes the key, and the id
-- must outlive it so that deliveries stop instead of running with the owner's full rights.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "apiKeyId" INTEGER;
