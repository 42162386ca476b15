// Loaded before every test file (bunfig.toml): tests never read the developer's .env or data folder.
process.env.NODE_ENV = "test";
