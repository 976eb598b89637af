#include "render/job_queue.h"

#include <algorithm>
#include <thread>
#include <utility>
#include <vector>

namespace pp {

void JobQueue::push(std::function<void()> job) {
  {
    const std::lock_guard<std::mutex> g(lock_);
    jobs_.push_back(std::move(job));
  }
  changed_.notify_one();
}

void JobQueue::push_first(std::function<void()> job) {
  {
    const std::lock_guard<std::mutex> g(lock_);
    jobs_.push_front(std::move(job));
  }
  changed_.notify_one();
}

void JobQueue::work() {
  std::unique_lock<std::mutex> g(lock_);
  while (true) {
    changed_.wait(g, [this] { return failure_ || !jobs_.empty() || running_ == 0; });
    if (failure_ || jobs_.empty()) break;
    std::function<void()> job = std::move(jobs_.front());
    jobs_.pop_front();
    ++running_;
    g.unlock();
    std::exception_ptr failed;
    try {
      job();
    } catch (...) {
      failed = std::current_exception();
    }
    job = nullptr;  // what the job holds goes before the others are told it is done
    g.lock();
    --running_;
    if (failed && !failure_) failure_ = failed;
    changed_.notify_all();
  }
  changed_.notify_all();
}

void JobQueue::run(int threads) {
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<std::thread> pool;
  pool.reserve(static_cast<size_t>(threads - 1));
  for (int t = 1; t < threads; ++t) pool.emplace_back([this] { work(); });
  work();
  for (auto& t : pool) t.join();
  std::exception_ptr failed;
  {
    const std::lock_guard<std::mutex> g(lock_);
    std::swap(failed, failure_);
    jobs_.clear();
  }
  if (failed) std::rethrow_exception(failed);
}

}  // namespace pp
