import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local on 127.0.0.1 only. The jar has no host option: its proxy server builds Jetty with
 * `new Server(port)`, whose connector binds every interface. This launcher builds the same server from
 * the same command-line arguments, sets the connector's host to the loopback address, then starts it.
 * Run in source-file mode (java 11+): java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* DynamoDbLocalLoopback.java -port N ...
 */
public class DynamoDbLocalLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1");
  }
}
