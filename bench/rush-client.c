// The midnight rush's clients (bench/midnight-rush.ts): one process, one epoll loop. Client i opens a new TCP
// connection at start + i / clients × rush_ms to host i % hosts, from local address (i / hosts) % addresses, sends
// GET /api/dailyShop with Connection: close and reads the answer to its end. Written in C because the clients share
// the hosts' two cores: Node's http client spent ~140 µs of CPU per connection (2.7 s for 10,000), more than the
// hosts themselves, so the rush measured the clients. This one spends a few µs.
//
// Usage: rush-client START_EPOCH_MS RUSH_MS CLIENTS PATH HOST:PORT[,HOST:PORT…] LOCAL[,LOCAL…]
// Prints one line per client: "sent_us latency_us status has_cookie body_index" (sent_us: since the start; body_index:
// which distinct body, -1 none; then "error <text>" for a connection that failed), then one line per distinct body: "body <length>" followed by the body's bytes and a newline.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_BODIES 8
#define MAX_LIST 256

struct client {
  int fd;
  long long sent_ns;
  char *buffer;
  size_t length, capacity;
  int written;
};

static struct sockaddr_in hosts[MAX_LIST], locals[MAX_LIST];
static int host_count, local_count;
static char *bodies[MAX_BODIES];
static size_t body_lengths[MAX_BODIES];
static int body_count;
static struct client *clients_base;
static long long start_ns;

static long long now_ns(int clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int parse_list(char *text, struct sockaddr_in *out, int with_port) {
  int count = 0;
  for (char *item = strtok(text, ","); item && count < MAX_LIST; item = strtok(NULL, ",")) {
    char *colon = strchr(item, ':');
    if (colon) *colon = 0;
    memset(&out[count], 0, sizeof out[count]);
    out[count].sin_family = AF_INET;
    out[count].sin_port = htons(with_port && colon ? atoi(colon + 1) : 0);
    if (inet_pton(AF_INET, item, &out[count].sin_addr) != 1) return -1;
    count += 1;
  }
  return count;
}

// The answer's status, whether it sets a cookie, and which distinct body it carries (kept once each).
static void report(struct client *c, long long latency_ns) {
  char *end = memmem(c->buffer, c->length, "\r\n\r\n", 4);
  int status = 0;
  if (c->length > 12) status = atoi(c->buffer + 9);
  if (!end) {
    printf("%lld %lld %d 0 -1\n", (c->sent_ns - start_ns) / 1000, latency_ns / 1000, status);
    return;
  }
  *end = 0;
  int cookie = strcasestr(c->buffer, "\r\nset-cookie:") != NULL;
  char *body = end + 4;
  size_t length = c->length - (size_t)(body - c->buffer);
  int index = -1;
  for (int b = 0; b < body_count; b++)
    if (body_lengths[b] == length && memcmp(bodies[b], body, length) == 0) index = b;
  if (index < 0 && body_count < MAX_BODIES) {
    bodies[body_count] = malloc(length);
    memcpy(bodies[body_count], body, length);
    body_lengths[body_count] = length;
    index = body_count++;
  }
  printf("%lld %lld %d %d %d\n", (c->sent_ns - start_ns) / 1000, latency_ns / 1000, status, cookie, index);
}

static void finish(int epoll, struct client *c, const char *error) {
  long long latency = now_ns(CLOCK_MONOTONIC) - c->sent_ns;
  if (error) printf("%lld %lld 0 0 -1 error %s\n", (c->sent_ns - start_ns) / 1000, latency / 1000, error);
  else report(c, latency);
  epoll_ctl(epoll, EPOLL_CTL_DEL, c->fd, NULL);
  close(c->fd);
  free(c->buffer);
  c->fd = -1;
}

static int start(int epoll, struct client *c, int index, long long now) {
  c->sent_ns = now;
  c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  c->capacity = 4096;
  c->buffer = malloc(c->capacity);
  c->length = 0;
  c->written = 0;
  if (c->fd < 0) return -1;
  int one = 1;
  setsockopt(c->fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  struct sockaddr_in *local = &locals[(index / host_count) % local_count];
  if (bind(c->fd, (struct sockaddr *)local, sizeof *local) < 0) return -1;
  struct sockaddr_in *host = &hosts[index % host_count];
  if (connect(c->fd, (struct sockaddr *)host, sizeof *host) < 0 && errno != EINPROGRESS) return -1;
  struct epoll_event event = {.events = EPOLLOUT | EPOLLIN | EPOLLRDHUP, .data.u32 = (unsigned)index};
  return epoll_ctl(epoll, EPOLL_CTL_ADD, c->fd, &event);
}

static void on_event(int epoll, struct client *c, unsigned events, const char *request, size_t request_length) {
  if (!c->written && (events & EPOLLOUT)) {
    int error = 0;
    socklen_t size = sizeof error;
    getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &error, &size);
    if (error) return finish(epoll, c, strerror(error));
    if (write(c->fd, request, request_length) != (ssize_t)request_length) return finish(epoll, c, strerror(errno));
    c->written = 1;
    // Level-triggered: a connected socket stays writable, so from now on only its answer wakes the loop.
    struct epoll_event event = {.events = EPOLLIN | EPOLLRDHUP, .data.u32 = (unsigned)(c - clients_base)};
    epoll_ctl(epoll, EPOLL_CTL_MOD, c->fd, &event);
  }
  if (!(events & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR))) return;
  for (;;) {
    if (c->capacity - c->length < 2048) c->buffer = realloc(c->buffer, c->capacity *= 2);
    ssize_t got = read(c->fd, c->buffer + c->length, c->capacity - c->length - 1);
    if (got > 0) c->length += (size_t)got;
    else if (got == 0) return finish(epoll, c, NULL);
    else if (errno == EAGAIN) return;
    else return finish(epoll, c, strerror(errno));
  }
}

int main(int argc, char **argv) {
  if (argc != 7) return fprintf(stderr, "usage: rush-client START_EPOCH_MS RUSH_MS CLIENTS PATH HOSTS LOCALS\n"), 2;
  long long start_epoch_ms = atoll(argv[1]), rush_ns = atoll(argv[2]) * 1000000LL;
  int clients = atoi(argv[3]);
  host_count = parse_list(argv[5], hosts, 1);
  local_count = parse_list(argv[6], locals, 0);
  if (host_count <= 0 || local_count <= 0 || clients <= 0) return fprintf(stderr, "rush-client: bad arguments\n"), 2;
  char request[512];
  int request_length = snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n\r\n", argv[4],
                                inet_ntoa(hosts[0].sin_addr), ntohs(hosts[0].sin_port));
  struct client *all = calloc((size_t)clients, sizeof *all);
  clients_base = all;
  int epoll = epoll_create1(0);
  start_ns = now_ns(CLOCK_MONOTONIC) + (start_epoch_ms - now_ns(CLOCK_REALTIME) / 1000000LL) * 1000000LL;
  int next = 0, open = 0;
  struct epoll_event events[256];
  while (next < clients || open > 0) {
    long long now = now_ns(CLOCK_MONOTONIC);
    while (next < clients && start_ns + rush_ns * next / clients <= now) {
      if (start(epoll, &all[next], next, now) < 0) finish(epoll, &all[next], strerror(errno));
      else open += 1;
      next += 1;
    }
    int timeout = next < clients ? 1 : 1000;
    int ready = epoll_wait(epoll, events, 256, timeout);
    for (int e = 0; e < ready; e++) {
      struct client *c = &all[events[e].data.u32];
      if (c->fd < 0) continue;
      on_event(epoll, c, events[e].events, request, (size_t)request_length);
      if (c->fd < 0) open -= 1;
    }
  }
  for (int b = 0; b < body_count; b++) {
    printf("body %zu\n", body_lengths[b]);
    fwrite(bodies[b], 1, body_lengths[b], stdout);
    printf("\n");
  }
  return 0;
}
