/** A worker for pool tests whose module fails to load, as one whose heap limit is too small for its imports would. */
throw new Error('this worker cannot start');
