import { createServer, Packet } from 'dns2';

/**
 * A real DNS server on 127.0.0.1 (UDP, a free port) that answers TXT questions from `records`; any other name has
 * no TXT record. The app reaches it through DNS_SERVER, as it would reach the system's resolver.
 */
export class TestDnsServer {
  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    /** host:port, for DNS_SERVER */
    readonly address: string,
    /** TXT records by domain; change it between requests. */
    readonly records: Map<string, string[]>,
  ) {}

  static async start(): Promise<TestDnsServer> {
    const records = new Map<string, string[]>();
    const server = createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        for (const question of request.questions) {
          if (question.type !== Packet.TYPE.TXT) continue;
          for (const data of records.get(question.name.toLowerCase()) ?? []) {
            response.answers.push(
              Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data }),
            );
          }
        }
        void send(response);
      },
    });
    const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    return new TestDnsServer(server, `127.0.0.1:${addresses.udp!.port}`, records);
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
