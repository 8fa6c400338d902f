import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Offline stand-in for the Storage emulator's rules runtime (cloud-storage-rules-runtime).
 *
 * It speaks firebase-tools' JSON-lines protocol (load_ruleset, verify) and answers every
 * verify with permit=false. That is only correct because storage.rules denies everything:
 * so load_ruleset refuses any ruleset that is not exactly the deny-all one, and the Storage
 * emulator then keeps no ruleset at all (which also denies). Clients never touch Storage;
 * functions use the admin SDK, which bypasses rules.
 */
public final class DenyAllStorageRulesRuntime {
  static final String DENY_ALL =
      "rules_version='2';servicefirebase.storage{match/b/{bucket}/o{match/{allPaths=**}{allowread,write:iffalse;}}}";

  private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*(-?\\d+)\\s*}\\s*$");
  private static final Pattern ACTION = Pattern.compile("^\\{\\s*\"action\"\\s*:\\s*\"([a-z_]*)\"");
  private static final Pattern CONTENT = Pattern.compile("\"content\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    // firebase-tools waits for a line with id -1 before it sends anything.
    out.println("{\"id\":-1,\"status\":\"ok\",\"action\":\"\",\"result\":{},\"errors\":[],\"warnings\":[]}");
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty()) continue;
      Matcher id = ID.matcher(line);
      if (!id.find()) continue;
      out.println(answer(id.group(1), line));
    }
  }

  static String answer(String id, String request) {
    Matcher action = ACTION.matcher(request);
    String name = action.find() ? action.group(1) : "";
    if (name.equals("load_ruleset")) {
      Matcher content = CONTENT.matcher(request);
      String source = content.find() ? unescape(content.group(1)) : "";
      if (!normalize(source).equals(DENY_ALL)) {
        return "{\"id\":" + id + ",\"status\":\"ok\",\"result\":{},\"errors\":[\""
            + "The offline Storage rules stand-in only accepts the deny-all storage.rules;"
            + " install the official rules runtime to use any other ruleset.\"],\"warnings\":[]}";
      }
      return "{\"id\":" + id + ",\"status\":\"ok\",\"result\":{\"rulesVersion\":2},\"errors\":[],\"warnings\":[]}";
    }
    return "{\"id\":" + id + ",\"status\":\"ok\",\"result\":{\"permit\":false},\"errors\":[],\"warnings\":[]}";
  }

  /** Strips comments and whitespace and unifies quotes, so formatting never matters. */
  static String normalize(String source) {
    return source
        .replaceAll("(?s)/\\*.*?\\*/", "")
        .replaceAll("//[^\\n]*", "")
        .replaceAll("\\s+", "")
        .replace('"', '\'');
  }

  static String unescape(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\' || i + 1 >= s.length()) { b.append(c); continue; }
      char n = s.charAt(++i);
      switch (n) {
        case 'n': b.append('\n'); break;
        case 't': b.append('\t'); break;
        case 'r': b.append('\r'); break;
        case 'b': b.append('\b'); break;
        case 'f': b.append('\f'); break;
        case 'u': b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16)); i += 4; break;
        default: b.append(n);
      }
    }
    return b.toString();
  }
}
