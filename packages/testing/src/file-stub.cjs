// An imported image or font resolves to its URL; in tests the file name is enough.
module.exports = 'test-file-stub';
