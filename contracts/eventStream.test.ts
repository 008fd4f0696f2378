import { describe, expect, it } from 'vitest';
import { FAQ_STREAM_FAILED, FAQ_STREAM_FOUND } from './eventStream.ts';

/** The FAQ stream pattern accepts what the client reads alike and refuses what would break it. */
const found = new RegExp(FAQ_STREAM_FOUND);
const failed = new RegExp(FAQ_STREAM_FAILED);

const stream =
  'id: 1\nevent: progress\ndata: {"message":"Reading harbourplumbing.example"}\n\n' +
  'id: 2\nevent: faq\ndata: {"question":"Do you do emergency call-outs?","answer":"Yes, 24/7."}\n\n' +
  'id: 3\nevent: done\ndata: {"count":1}\n\n';
const errorStream = 'id: 1\nevent: error\ndata: {"message":"We could not read unreachable.example"}\n\n';

describe('the FAQ stream pattern', () => {
  it.each([
    ['the example', stream],
    ['CRLF line ends', stream.replaceAll('\n', '\r\n')],
    ['CR line ends', stream.replaceAll('\n', '\r')],
    [
      'comment lines and a retry line',
      `: keep-alive\nretry: 3000\n\n${stream.replace('event: faq', ': x\nevent: faq')}`,
    ],
    ['no ids, no space after colons', stream.replace(/id: \d\n/g, '').replaceAll(': ', ':')],
    ['data before event', stream.replace('event: done\ndata: {"count":1}', 'data: {"count":1}\nevent: done')],
    [
      'other keys in another order',
      stream.replace(
        '{"question":"Do you do emergency call-outs?","answer":"Yes, 24/7."}',
        '{"id":7, "answer":"Yes, 24/7.","question":"Do you do emergency call-outs?","score":0.9}',
      ),
    ],
    ['an event the client skips', stream.replace('id: 3', 'event: heartbeat\ndata: {}\n\nid: 3')],
    ['escaped quotes in values', stream.replace('Yes, 24/7.', 'Yes, \\"24/7\\".')],
    ['blank lines between events', stream.replaceAll('\n\n', '\n\n\n')],
    [
      'nested JSON in other keys',
      stream.replace(
        '"answer":"Yes, 24/7."',
        '"answer":"Yes, 24/7.","source":{"url":"https://x","rank":[1,{"a":null}]}',
      ),
    ],
    [
      'data split over several data lines',
      stream.replace(
        'data: {"question":"Do you do emergency call-outs?","answer":"Yes, 24/7."}',
        'data: {"question":\ndata:  "Do you do emergency call-outs?",\ndata: "answer"\ndata: : "Yes, 24/7."}',
      ),
    ],
    ['a done count split from its key', stream.replace('data: {"count":1}', 'data: {"count":\ndata: 1}')],
    ['events after done', `${stream}event: heartbeat\ndata: x\n\n`],
  ])('accepts %s', (_, body) => {
    expect(body).toMatch(found);
  });

  it.each([
    ['done.count renamed', stream.replace('"count"', '"total"')],
    ['done.count as a string', stream.replace('{"count":1}', '{"count":"1"}')],
    ['faq.question renamed', stream.replace('"question"', '"q"')],
    ['faq.answer renamed', stream.replace('"answer"', '"reply"')],
    ['the faq event renamed', stream.replace('event: faq', 'event: question')],
    ['no done event', stream.slice(0, stream.indexOf('id: 3'))],
    ['progress.message renamed', stream.replace('"message"', '"text"')],
    ['the done event renamed', stream.replace('event: done', 'event: finished')],
    ['done before the first faq', stream.replace('id: 2', 'event: done\ndata: {"count":0}\n\nid: 2')],
    [
      'faq data that is not JSON',
      stream.replace(/data: \{"question".*\}/, 'data: Do you do emergency call-outs?'),
    ],
    ['the last event not ended by a blank line', stream.slice(0, -1)],
  ])('refuses %s', (_, body) => {
    expect(body).not.toMatch(found);
  });

  it('accepts an error event with its keys in another order, and refuses one without a message', () => {
    expect(errorStream).toMatch(failed);
    expect(errorStream.replace('{"message"', '{"code":"unreachable","message"')).toMatch(failed);
    expect(errorStream.replaceAll('\n', '\r\n')).toMatch(failed);
    expect(errorStream.replace('"message"', '"error"')).not.toMatch(failed);
    expect(stream).not.toMatch(failed);
  });
});
