// The containers of the compose shape for tests where a Docker engine answers (testcontainers): the EventStoreDB
// conformance run and replayLog start the images docker-compose.yml names, configured one way.
import { readFileSync } from 'node:fs';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

const composeFile = new URL('../../../docker-compose.yml', import.meta.url);

/** The image of a service of docker-compose.yml (tests run what the compose shape runs). */
export function composeImage(service: 'eventstore' | 'redis'): string {
  const compose = readFileSync(composeFile, 'utf8');
  const pattern = service === 'eventstore' ? /image:\s*(eventstore\/eventstore:\S+)/ : /image:\s*(redis:\S+)/;
  const image = pattern.exec(compose)?.[1];
  if (!image) throw new Error(`docker-compose.yml names no ${service} image`);
  return image;
}

/** A single insecure in-memory EventStoreDB node of the compose image, and its connection string. */
export async function startEventStoreDb(): Promise<{
  container: StartedTestContainer;
  connectionString: string;
}> {
  const container = await new GenericContainer(composeImage('eventstore'))
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    container,
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
  };
}

/** A Redis of the compose image, and its URL. */
export async function startRedis(): Promise<{ container: StartedTestContainer; url: string }> {
  const container = await new GenericContainer(composeImage('redis'))
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage('Ready to accept connections'))
    .start();
  return { container, url: `redis://${container.getHost()}:${container.getMappedPort(6379)}` };
}
