#pragma once
// A queue of jobs worked by a pool of threads, where a job may queue more: one queue for a
// whole run keeps every core busy across a layout's end, where a pool per layout would wait
// for its slowest file.
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>

namespace pp {

class JobQueue {
 public:
  // At the back of the queue.
  void push(std::function<void()> job);
  // Ahead of every job queued: for work that unblocks others, like planning the next layout.
  void push_first(std::function<void()> job);
  // Works the queue on up to `threads` threads (0: one per core), this one among them, until it
  // is empty and no job is running. After a job throws no other job starts, and the first
  // exception is rethrown here.
  void run(int threads);

 private:
  void work();

  std::mutex lock_;
  std::condition_variable changed_;
  std::deque<std::function<void()>> jobs_;
  int running_ = 0;
  std::exception_ptr failure_;
};

}  // namespace pp
